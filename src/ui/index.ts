export {
  theme,
  media,
  focusRing,
  visuallyHidden,
  transition,
  contrastPairs,
  scrimPairs,
} from './theme';
export type { Theme, ColorToken, ContrastPair } from './theme';
export { contrastRatio, relativeLuminance, composite, parseHex } from './contrast';
export type { Rgb } from './contrast';
export { GlobalStyle } from './GlobalStyle';
export { followBottom } from './followBottom';

export { Button, ButtonLink } from './Button';
export type { ButtonLinkProps, ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps, LinkButtonAnchorProps, LinkButtonButtonProps } from './LinkButton';
export { Card } from './Card';
export type { CardProps, CardPadding, CardElement } from './Card';
export { Chip, toneStyles } from './Chip';
export type { ChipProps, ChipTone } from './Chip';
export { ToggleChip } from './ToggleChip';
export type { ToggleChipProps } from './ToggleChip';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { TextField } from './TextField';
export type { TextFieldProps, TextFieldInputProps, TextFieldTextAreaProps } from './TextField';
export { Select } from './Select';
export { Combobox, filterOptions, foldForSearch } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';
export type { SelectProps } from './Select';
export { Spinner, SpinnerIcon } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { Banner } from './Banner';
export type { BannerProps, BannerVariant } from './Banner';
export { Dialog } from './Dialog';
export { IconButton } from './IconButton';
export type { DialogProps } from './Dialog';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { PageFooterProvider, PageShell, usePageFooter } from './PageShell';
export type { PageShellProps, PageWidth } from './PageShell';
export { SectionHeading } from './SectionHeading';
export type { SectionHeadingProps, HeadingLevel } from './SectionHeading';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { FieldError, FieldHint, FieldLabel, RequirementMarker, useFieldIds } from './Field';
export type { FieldIds, FieldLabelProps, RequirementMarkerProps } from './Field';
export { CalendarIcon, CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
export { Stack, Inline } from './layout';
export { List, Text, type ListProps, type TextProps, type TextTone } from './Text';
export { focusInBar, StickyBar, STICKY_BAR_HEIGHT } from './StickyBar';
export type { StickyBarProps } from './StickyBar';
export type { StackProps, InlineProps, Space } from './layout';
export { Tabs, tabAfterKey, revealTab } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { choiceControl, selectedState } from './selected';
