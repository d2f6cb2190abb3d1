import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type TimeFields, timeToFields } from '../../../domain/chat-ranges';
import type { SelectedTimeRange } from '../../../domain/entities';
import { slotOfOption } from '../../../domain/selection';
import { formatDateTimeRange } from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import { zoneLabel } from '../../../i18n/zone-label';
import { Banner, ButtonLink, CloseIcon, LinkButton, Text } from '../../../ui';
import type { ShareView } from '../model';
import { Actions, Box, BoxTitle } from './panel-parts';
import { TimeEditor } from './TimeEditor';

export interface UnderstoodTimesProps {
  /** The reply's times: editable chips, or (an older reply's) a plain list. */
  share: ShareView | null;
  /** An older reply's times, read only. */
  times: readonly SelectedTimeRange[];
  organizationName: string;
  zone: string;
  onEditTime: (index: number | null) => void;
  onSaveTime: (index: number, fields: TimeFields) => void;
  onRemoveTime: (index: number) => void;
}

const Chips = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One time: what it reads, then Change and Remove (a chip; never only colour: it is outlined). */
const Chip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ChipText = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const ChipActions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-inline-start: auto;
`;

/** Remove: an icon with a name; a target of 36 px. */
const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.small};
  height: ${({ theme }) => theme.sizes.control.small};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
`;

/** A range in the candidate's zone, never throwing on a bad one (the server's data). */
export function rangeText(start: number, end: number, lng: string, zone: string): string | null {
  try {
    return formatDateTimeRange(start, end, lng, zone);
  } catch {
    return null;
  }
}

/** What the page can do with the times, said under them. */
function ShareNote({
  share,
  organizationName,
  zone,
}: {
  share: ShareView;
  organizationName: string;
  zone: string;
}) {
  const { t, i18n } = useTranslation(['chat']);
  const { status, where, option, purpose } = share;
  if (status === 'shared') {
    return (
      <Text size="sm" role="status">
        {purpose === 'reschedule'
          ? t('chat:share.rescheduleShared', { organization: organizationName })
          : t('chat:share.shared', { organization: organizationName })}
      </Text>
    );
  }
  if (status === 'waiting' && where.kind === 'none') {
    return (
      <Text tone="muted" size="sm" role="status">
        {t('chat:share.none')}
      </Text>
    );
  }
  if (status === 'waiting') {
    return (
      <Text tone="muted" size="sm" role="status">
        {t('chat:share.waiting')}
      </Text>
    );
  }
  const failed =
    status === 'failed' && share.error !== null ? (
      <Banner variant="error">
        <p>
          {t('chat:share.failed')} {translateText(t, share.error)}
        </p>
      </Banner>
    ) : null;
  if (option !== null && share.times.length > 0) {
    const slot = slotOfOption(option);
    const when = rangeText(
      Date.parse(slot.startTime),
      Date.parse(slot.endTime),
      i18n.language,
      zone,
    );
    const count = option.events.length;
    return (
      <>
        {failed}
        {when !== null && (
          <Text tone="muted" size="sm">
            {t('chat:share.preferred', { when })}
            {count > 0 && <> ({t('chat:offer.interviews', { count })})</>}
          </Text>
        )}
      </>
    );
  }
  if (where.kind === 'none') {
    return (
      <Text tone="muted" size="sm">
        {t('chat:offer.none')}
      </Text>
    );
  }
  if (where.kind === 'closed') {
    return (
      <Text tone="muted" size="sm">
        {t('chat:share.closed')}
      </Text>
    );
  }
  if (where.kind === 'link') {
    return (
      <>
        <Text tone="muted" size="sm">
          {t('chat:offer.link')}
        </Text>
        <Actions>
          <ButtonLink size="small" variant="secondary" href={where.href}>
            {t('chat:offer.openLink')}
          </ButtonLink>
        </Actions>
      </>
    );
  }
  return failed;
}

/**
 * The times the assistant understood (spec 3), in the candidate's zone. Under the reply that can
 * share them: chips the candidate corrects (Change opens a small form) or removes before anything
 * is sent, then what the page can do with them; under an older reply: a plain list.
 */
export function UnderstoodTimes(props: UnderstoodTimesProps) {
  const { share, times, organizationName, zone } = props;
  const { t, i18n } = useTranslation(['chat']);
  const id = useId();
  const list = share?.times ?? times;
  const lines = list.map((r) => ({
    range: r,
    text: rangeText(Date.parse(r.startTime), Date.parse(r.endTime), i18n.language, zone),
  }));
  const title = (
    <BoxTitle id={id}>
      {t('chat:understood.title', { zone: zoneLabel(t, zone, i18n.language) })}
    </BoxTitle>
  );
  if (share === null) {
    const shown = lines.filter(
      (l): l is { range: SelectedTimeRange; text: string } => l.text !== null,
    );
    if (shown.length === 0) return null;
    return (
      <Box role="group" aria-labelledby={id}>
        {title}
        <Plain>
          {shown.map((line) => (
            <li key={line.text}>{line.text}</li>
          ))}
        </Plain>
      </Box>
    );
  }
  return (
    <Box role="group" aria-labelledby={id}>
      {title}
      {share.editable && list.length > 0 && (
        <Text tone="muted" size="sm">
          {t('chat:times.hint')}
        </Text>
      )}
      <Chips>
        {lines.map(({ range, text }, index) => {
          const label = text ?? `${range.startTime} – ${range.endTime}`;
          return (
            <li key={`${range.startTime}/${range.endTime}`} data-time-chip={index}>
              <Chip>
                <ChipText>{label}</ChipText>
                {share.editable && (
                  <ChipActions>
                    <LinkButton
                      data-change=""
                      aria-label={t('chat:times.changeLabel', { time: label })}
                      aria-expanded={share.editing === index}
                      onClick={() => {
                        props.onEditTime(share.editing === index ? null : index);
                      }}
                    >
                      {t('chat:times.change')}
                    </LinkButton>
                    <RemoveButton
                      type="button"
                      data-remove=""
                      aria-label={t('chat:times.remove', { time: label })}
                      onClick={() => {
                        props.onRemoveTime(index);
                      }}
                    >
                      <CloseIcon />
                    </RemoveButton>
                  </ChipActions>
                )}
              </Chip>
              {share.editable && share.editing === index && (
                <TimeEditor
                  fields={timeToFields(range, zone)}
                  label={label}
                  error={share.editError}
                  onSave={(fields) => {
                    props.onSaveTime(index, fields);
                  }}
                  onCancel={() => {
                    props.onEditTime(null);
                  }}
                />
              )}
            </li>
          );
        })}
      </Chips>
      {list.length === 0 && (
        <Text tone="muted" size="sm">
          {t('chat:times.empty')}
        </Text>
      )}
      <ShareNote share={share} organizationName={organizationName} zone={zone} />
    </Box>
  );
}
