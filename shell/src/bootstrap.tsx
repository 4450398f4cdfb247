import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerShellImplementations } from './shell-api/shell-api';

// Before the first render: what remotes get from useSession, useRealtime and useNavigationContext.
registerShellImplementations();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
