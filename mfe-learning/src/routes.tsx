import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';
import { DocPage } from './pages/DocPage';
import { DocumentationPage } from './pages/DocumentationPage';
import { GlossaryPage } from './pages/GlossaryPage';
import { LearningHomePage } from './pages/LearningHomePage';
import { LessonPage } from './pages/LessonPage';
import { MissionsPage } from './pages/MissionsPage';
import { ModulePage } from './pages/ModulePage';
import { PlacementTestPage } from './pages/PlacementTestPage';
import { ReviewPage } from './pages/ReviewPage';
import { SearchPage } from './pages/SearchPage';
import { TimedMissionsPage } from './pages/TimedMissionsPage';

// The tutor comes when it is first opened: its chat (Markdown, the answer stream) is no other page's weight.
const TutorPage = lazy(() => import('./pages/TutorPage').then((module) => ({ default: module.TutorPage })));
// MindCrafter too: its exercises (breathing guide, focus drill, charts) load only when /mindcrafter is opened.
const MindCrafterPage = lazy(() =>
  import('./mindcrafter/MindCrafterPage').then((module) => ({ default: module.MindCrafterPage })),
);
// Each AI agency tool is its own chunk: the canvas renderer, the Markdown editor and the calendar weigh on no other page.
const ChatbotAgencyPage = lazy(() =>
  import('./agency/chatbots/ChatbotAgencyPage').then((module) => ({ default: module.ChatbotAgencyPage })),
);
const ContentAgencyPage = lazy(() =>
  import('./agency/content/ContentAgencyPage').then((module) => ({ default: module.ContentAgencyPage })),
);
const GraphicDesignPage = lazy(() =>
  import('./agency/designs/GraphicDesignPage').then((module) => ({ default: module.GraphicDesignPage })),
);
const SocialMediaPage = lazy(() =>
  import('./agency/social/SocialMediaPage').then((module) => ({ default: module.SocialMediaPage })),
);

/**
 * The Terminal's course, the documentation, the missions, the AI tutor, MindCrafter and the AI agency tools, then the
 * pages of this area not built yet.
 */
const routes: RemoteRoute[] = [
  { path: 'aprende', element: <LearningHomePage /> },
  { path: 'aprende/module/:id', element: <ModulePage /> },
  { path: 'aprende/lesson/:id', element: <LessonPage /> },
  { path: 'aprende/repasar', element: <ReviewPage /> },
  { path: 'aprende/buscar', element: <SearchPage /> },
  { path: 'aprende/prueba-de-nivel', element: <PlacementTestPage /> },
  { path: 'documentation', element: <DocumentationPage /> },
  { path: 'documentation/glosario', element: <GlossaryPage /> },
  { path: 'documentation/:id', element: <DocPage /> },
  { path: 'misiones', element: <MissionsPage /> },
  { path: 'misiones/temporal', element: <TimedMissionsPage /> },
  { path: 'tutor-ia', element: <TutorPage /> },
  { path: 'mindcrafter', element: <MindCrafterPage /> },
  { path: 'models/ai-chatbot-agency', element: <ChatbotAgencyPage /> },
  { path: 'models/content-agency', element: <ContentAgencyPage /> },
  { path: 'models/graphic-design-ai', element: <GraphicDesignPage /> },
  { path: 'models/social-media-ai', element: <SocialMediaPage /> },
  ...comingSoonRoutes([
    {
      path: 'biblioteca',
      title: 'Biblioteca de Trading',
      description: 'Estamos construyendo una biblioteca de libros, artículos y vídeos sobre trading.',
    },
  ]),
];

export default routes;
