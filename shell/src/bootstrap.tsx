import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRemotesConfig } from './federation/remote-loader';

// Start fetching where the remotes live while React renders the first screen.
loadRemotesConfig().catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
