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

/** The Terminal's course, the documentation, the missions, the AI tutor and MindCrafter, then the pages of this area not built yet. */
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
  ...comingSoonRoutes([
    {
      path: 'biblioteca',
      title: 'Biblioteca de Trading',
      description: 'Estamos construyendo una biblioteca de libros, artículos y vídeos sobre trading.',
    },
    {
      path: 'models/ai-chatbot-agency',
      title: 'AI Chatbot Agency',
      description: 'Aquí podrás diseñar chatbots con IA para tu negocio.',
    },
    {
      path: 'models/content-agency',
      title: 'Content Agency',
      description: 'Aquí podrás generar ideas y borradores de contenido con IA.',
    },
    {
      path: 'models/graphic-design-ai',
      title: 'Graphic Design AI',
      description: 'Aquí podrás crear propuestas de diseño gráfico con ayuda de la IA.',
    },
    {
      path: 'models/social-media-ai',
      title: 'Social Media AI',
      description: 'Aquí podrás planificar publicaciones para redes sociales con ayuda de la IA.',
    },
  ]),
];

export default routes;
