// The DefaultTheme augmentation lives in @freight/ui; importing it pulls it into this app's type check.
import type {} from '../../../packages/ui/src/styled';
