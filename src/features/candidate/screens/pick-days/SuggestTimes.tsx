import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OptionSlot } from '../../../../domain/selection';
import {
  type SuggestedTimeField,
  suggestedTimeErrorFields,
} from '../../../../domain/suggested-times';
import { formatDate, formatDateTimeRange } from '../../../../i18n/format';
import { translateText } from '../../../../i18n/localized-text';
import {
  List as UnstyledList,
  Banner,
  Button,
  Card,
  SectionHeading,
  TextField,
  VisuallyHidden,
  media,
  Stack,
  Inline,
} from '../../../../ui';
import type { Notice, SuggestedTimeInput } from '../../model';
import { instantOfDay } from './derive';

const SECTION_TITLE_ID = 'pick-days-suggest-title';
const FORM_ID = 'pick-days-suggest-form';
/** The form's inputs (a field's error has its id plus "-error", see useFieldIds). */
const FIELD_ID: Readonly<Record<SuggestedTimeField, string>> = {
  date: 'pick-days-suggest-date',
  start: 'pick-days-suggest-start',
  end: 'pick-days-suggest-end',
};
const LIST_TITLE_ID = 'pick-days-suggested-title';

const Body = styled(Stack).attrs({ gap: 'md', align: 'start' })``;

/** Rendered with `forwardedAs="form"`, so it takes the form's own props (noValidate, onSubmit). */
const Form = styled(Stack).attrs({ gap: 'md' })`
  align-self: stretch;
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const Suggested = styled(Stack).attrs({ gap: 'xs' })`
  align-self: stretch;
`;

const ListTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const List = styled(UnstyledList)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Item = styled(Inline).attrs({
  forwardedAs: 'li',
  gap: 'sm',
  align: 'center',
  justify: 'between',
  wrap: false,
})`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.md}`};
  overflow-wrap: anywhere;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${media.forcedColors} {
    border-color: CanvasText;
  }
`;

const RemoveButton = styled(Button)`
  flex: none;
`;

export interface SuggestTimesProps {
  readonly open: boolean;
  readonly error: Notice | null;
  /** Days a suggestion may fall on (yyyy-MM-dd, inclusive). */
  readonly window: { readonly firstDate: string; readonly lastDate: string };
  readonly timeZone: string;
  /** The candidate's own suggestions in the selection (hash null). */
  readonly suggested: readonly OptionSlot[];
  readonly onToggle: (open: boolean) => void;
  readonly onSuggest: (input: SuggestedTimeInput) => void;
  readonly onRemove: (slot: OptionSlot) => void;
}

function field(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * "Suggest times": a disclosure button; open, a small form (date within the window, start
 * and end) whose inputs are uncontrolled and read on submit; its error on the field(s) it is
 * about (`aria-invalid`, the message under the first and describing the others, and said once
 * as an alert); and the suggested times already in the selection, each removable.
 */
export function SuggestTimes({
  open,
  error,
  window,
  timeZone,
  suggested,
  onToggle,
  onSuggest,
  onRemove,
}: SuggestTimesProps) {
  const { t, i18n } = useTranslation('pickDays');
  const lng = i18n.language;
  // The message sits on the first field it is about; every such field is marked invalid and
  // described by it. A message about no field (none today) stays above the form.
  const message = error === null ? null : translateText(t, error);
  const fields = error === null ? [] : suggestedTimeErrorFields(error);
  const first = fields[0];
  const on = (name: SuggestedTimeField) =>
    message === null || !fields.includes(name)
      ? {}
      : name === first
        ? { error: message }
        : { 'aria-invalid': true, 'aria-describedby': `${FIELD_ID[first ?? 'date']}-error` };

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSuggest({ date: field(data, 'date'), start: field(data, 'start'), end: field(data, 'end') });
  }

  const day = (dateKey: string) =>
    formatDate(instantOfDay(dateKey, timeZone), lng, timeZone, { dateStyle: 'medium' });

  return (
    <Card as="section" aria-labelledby={SECTION_TITLE_ID}>
      <Body>
        <SectionHeading level={2} id={SECTION_TITLE_ID} description={t('suggest.description')}>
          {t('suggest.title')}
        </SectionHeading>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? FORM_ID : undefined}
          onClick={() => {
            onToggle(!open);
          }}
        >
          {t('suggest.toggle')}
        </Button>
        {open && (
          <Form
            forwardedAs="form"
            id={FORM_ID}
            noValidate
            onSubmit={handleSubmit}
            aria-label={t('suggest.toggle')}
          >
            {message !== null && fields.length === 0 && <Banner variant="error">{message}</Banner>}
            {/* Said at once; the visible message is on its field. */}
            <VisuallyHidden role="alert">{fields.length > 0 ? message : null}</VisuallyHidden>
            <TextField
              type="date"
              name="date"
              label={t('suggest.date')}
              hint={t('suggest.dateHint', {
                first: day(window.firstDate),
                last: day(window.lastDate),
              })}
              min={window.firstDate}
              max={window.lastDate}
              id={FIELD_ID.date}
              {...on('date')}
            />
            <Times>
              <TextField
                type="time"
                name="start"
                label={t('suggest.start')}
                id={FIELD_ID.start}
                {...on('start')}
              />
              <TextField
                type="time"
                name="end"
                label={t('suggest.end')}
                id={FIELD_ID.end}
                {...on('end')}
              />
            </Times>
            <Button type="submit" variant="secondary" fullWidth>
              {t('suggest.add')}
            </Button>
          </Form>
        )}
        {suggested.length > 0 && (
          <Suggested>
            <ListTitle id={LIST_TITLE_ID}>{t('suggest.listTitle')}</ListTitle>
            <List aria-labelledby={LIST_TITLE_ID}>
              {suggested.map((slot) => {
                const time = formatDateTimeRange(slot.startTime, slot.endTime, lng, timeZone);
                return (
                  <Item key={`${slot.startTime}/${slot.endTime}`}>
                    <span>{time}</span>
                    <RemoveButton
                      variant="ghost"
                      aria-label={t('suggest.removeLabel', { time })}
                      onClick={() => {
                        onRemove(slot);
                      }}
                    >
                      {t('suggest.remove')}
                    </RemoveButton>
                  </Item>
                );
              })}
            </List>
          </Suggested>
        )}
      </Body>
    </Card>
  );
}
