// Dialog, ConfirmDialog, Tabs and Switch live in the @freight/ui/widgets entry (src/widgets/index.ts).
// Importing @freight/ui brings the DefaultTheme augmentation (styled.d.ts) along; erased at build time.
import type {} from './styled';
export { theme, type Theme } from './theme';
export { GlobalStyle } from './global-style';
export { Button, type ButtonProps } from './components/button';
export { buttonStyles, type ButtonSize, type ButtonVariant } from './components/button-styles';
export { Input, Textarea } from './components/input';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Field, type FieldProps } from './components/field';
export { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { Badge, OfferBadge, OFFER_TONES, StatusBadge, STATUS_TONES, type BadgeProps, type BadgeTone, type OfferBadgeProps, type StatusBadgeProps } from './components/badge';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Tooltip, type TooltipProps } from './components/tooltip';
export { TooltipProvider, useTooltipTiming, type TooltipProviderProps } from './components/tooltip-provider';
export { Container } from './components/container';
export { Section, SectionHeading, type SectionProps, type SectionHeadingProps } from './components/section';
export { PageFrame, SkipLink, type PageFrameProps } from './components/page-frame';
export { PageFooter } from './components/page-footer';
export { MenuIcon, menuLinkStyles, menuPanelStyles, menuToggleStyles, navLinkStyles } from './components/nav-styles';
export { Logo, type LogoProps } from './components/logo';
export { Table, type TableProps } from './components/table';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export { VisuallyHidden } from './components/visually-hidden';
export { Stat, type StatProps } from './components/stat';
export * from './components/icons';
export { ShipmentStatusBadge, ShipmentTimeline, type TimelineEntry } from './components/shipment-timeline';
export { LaneMap, type LaneMapPlace, type LaneMapProps } from './components/lane-map';
export {
  ShipmentDetailsFields,
  shipmentDetailsBody,
  shipmentDetailsForm,
  withShipmentDetail,
  type ShipmentDetailsFieldsProps,
  type ShipmentDetailsForm,
} from './components/shipment-details-fields';
export {
  EMPTY_PIECE,
  piecesOf,
  QuoteExtrasFields,
  quoteExtrasBody,
  type PieceRow,
  type QuoteExtrasFieldsProps,
} from './components/quote-extras-fields';
