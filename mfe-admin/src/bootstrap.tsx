import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@freight/platform';
import pages from './app/pages';

// Standalone development host only; inside the site the shell loads './pages' and provides everything.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(<StandaloneHost name="admin" pages={pages} />);
