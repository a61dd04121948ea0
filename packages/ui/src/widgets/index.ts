/**
 * @freight/ui/widgets: the design system's Radix-based widgets. An entry of its own (and a shared
 * singleton of its own) so that only the pages using them, the admin area and the dashboard,
 * download Radix; Module Federation never tree-shakes a shared module (README: Architecture).
 */
// Brings the DefaultTheme augmentation along for apps that import only this entry; erased at build time.
import type {} from '../styled';
export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { Switch, type SwitchProps } from './switch';
