import { useQueries, useQuery } from '@tanstack/react-query';
import { learningApi, learningKeys } from '../../api/learning-api';

export interface CourseLesson {
  id: string;
  title: string;
  moduleTitle: string;
}

export interface CourseLessons {
  /** By module, in the course's order. */
  modules: { title: string; lessons: CourseLesson[] }[];
  byId: Map<string, CourseLesson>;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * Every lesson of the course for the tools' pickers, read the way The Terminal reads it (the overview, then each
 * module) under the same query keys, so the course pages and these share one cache.
 */
export function useCourseLessons(): CourseLessons {
  const overview = useQuery({
    queryKey: learningKeys.overview(),
    queryFn: ({ signal }) => learningApi.overview(signal),
  });
  const modules = useQueries({
    queries: (overview.data?.modules ?? []).map((module) => ({
      queryKey: learningKeys.module(module.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => learningApi.module(module.id, signal),
    })),
  });
  const grouped = modules.flatMap((query) =>
    query.data
      ? [
          {
            title: query.data.title,
            lessons: query.data.lessons.map((lesson) => ({
              id: lesson.id,
              title: lesson.title,
              moduleTitle: query.data.title,
            })),
          },
        ]
      : [],
  );
  const failed = overview.error ?? modules.find((query) => query.error)?.error ?? null;
  return {
    modules: grouped,
    byId: new Map(grouped.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson]))),
    isPending: overview.isPending || modules.some((query) => query.isPending),
    error: failed,
    refetch: () => {
      void overview.refetch();
      for (const query of modules) if (query.isError) void query.refetch();
    },
  };
}
