// The DefaultTheme augmentation lives in @freight/ui; pull it into this program's type check.
import type {} from '../../packages/ui/src/styled';
