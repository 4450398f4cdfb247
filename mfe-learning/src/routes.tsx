import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';

// Each page is its own chunk, with only the antd components it uses: a lesson does not download the course's
// home, the search, the missions or the documentation. The shell's Suspense shows the wait.
const DocPage = lazy(() => import('./pages/DocPage').then((module) => ({ default: module.DocPage })));
const DocumentationPage = lazy(() =>
  import('./pages/DocumentationPage').then((module) => ({ default: module.DocumentationPage })),
);
const GlossaryPage = lazy(() =>
  import('./pages/GlossaryPage').then((module) => ({ default: module.GlossaryPage })),
);
const LearningHomePage = lazy(() =>
  import('./pages/LearningHomePage').then((module) => ({ default: module.LearningHomePage })),
);
const LessonPage = lazy(() =>
  import('./pages/LessonPage').then((module) => ({ default: module.LessonPage })),
);
const MissionsPage = lazy(() =>
  import('./pages/MissionsPage').then((module) => ({ default: module.MissionsPage })),
);
const ModulePage = lazy(() =>
  import('./pages/ModulePage').then((module) => ({ default: module.ModulePage })),
);
const PlacementTestPage = lazy(() =>
  import('./pages/PlacementTestPage').then((module) => ({ default: module.PlacementTestPage })),
);
const ReviewPage = lazy(() =>
  import('./pages/ReviewPage').then((module) => ({ default: module.ReviewPage })),
);
const SearchPage = lazy(() =>
  import('./pages/SearchPage').then((module) => ({ default: module.SearchPage })),
);
const TimedMissionsPage = lazy(() =>
  import('./pages/TimedMissionsPage').then((module) => ({ default: module.TimedMissionsPage })),
);
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
 * pages of this area not built yet. `antd: false`: the page's first view is drawn with the UI kit's light pieces, so
 * the shell draws it without antd's provider and style engine.
 */
const routes: RemoteRoute[] = [
  { path: 'aprende', element: <LearningHomePage />, antd: false },
  { path: 'aprende/module/:id', element: <ModulePage /> },
  { path: 'aprende/lesson/:id', element: <LessonPage />, antd: false },
  { path: 'aprende/repasar', element: <ReviewPage /> },
  { path: 'aprende/buscar', element: <SearchPage /> },
  { path: 'aprende/prueba-de-nivel', element: <PlacementTestPage /> },
  { path: 'documentation', element: <DocumentationPage /> },
  { path: 'documentation/glosario', element: <GlossaryPage /> },
  { path: 'documentation/:id', element: <DocPage /> },
  { path: 'misiones', element: <MissionsPage /> },
  { path: 'misiones/temporal', element: <TimedMissionsPage /> },
  { path: 'tutor-ia', element: <TutorPage />, antd: false },
  { path: 'mindcrafter', element: <MindCrafterPage />, antd: false },
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
