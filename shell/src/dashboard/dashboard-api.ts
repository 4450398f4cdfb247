import { apiFetch } from '@pipcrafters/api-client';
import type {
  CreateGoalRequest,
  Goal,
  GoalOptions,
  JournalStats,
  LearningOverview,
  Mission,
  RealtimeEvents,
  Recommendation,
  StreakView,
  UpdateGoalRequest,
} from '@pipcrafters/contracts';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../realtime/realtime-events';
import { goalsAfter } from './goal-view';

/**
 * The dashboard's queries. The course overview shares its key with the learning remote (same endpoint, same query
 * client), so a lesson completed there shows here without another request, and the reverse.
 */
export const dashboardKeys = {
  learningOverview: () => ['learning', 'overview'] as const,
  missions: () => ['progress', 'missions'] as const,
  streak: () => ['progress', 'streak'] as const,
  goals: () => ['progress', 'goals'] as const,
  goalOptions: () => ['progress', 'goal-options'] as const,
  recommendations: () => ['progress', 'recommendations'] as const,
  /** Under the journal remote's `journal` key, so its realtime refresh (trade:new, trade:update) reaches it too. */
  journalStats: () => ['journal', 'stats', 'dashboard'] as const,
};

const segment = (id: string) => encodeURIComponent(id);

export const dashboardApi = {
  learningOverview: (signal?: AbortSignal) => apiFetch<LearningOverview>('/api/learning/modules', { signal }),
  missions: (signal?: AbortSignal) => apiFetch<Mission[]>('/api/missions', { signal }),
  streak: (signal?: AbortSignal) => apiFetch<StreakView>('/api/xp/streak', { signal }),
  goals: (signal?: AbortSignal) => apiFetch<Goal[]>('/api/goals', { signal }),
  goalOptions: (signal?: AbortSignal) => apiFetch<GoalOptions>('/api/goals/options', { signal }),
  createGoal: (request: CreateGoalRequest) => apiFetch<Goal>('/api/goals', { method: 'POST', body: request }),
  updateGoal: (id: string, request: UpdateGoalRequest) =>
    apiFetch<Goal>(`/api/goals/${segment(id)}`, { method: 'PATCH', body: request }),
  deleteGoal: (id: string) => apiFetch<void>(`/api/goals/${segment(id)}`, { method: 'DELETE' }),
  recommendations: (signal?: AbortSignal) => apiFetch<Recommendation[]>('/api/recommendations', { signal }),
  journalStats: (signal?: AbortSignal) => apiFetch<JournalStats>('/api/journal/stats', { signal }),
};

export const useLearningOverview = () =>
  useQuery({
    queryKey: dashboardKeys.learningOverview(),
    queryFn: ({ signal }) => dashboardApi.learningOverview(signal),
  });
export const useMissions = () =>
  useQuery({ queryKey: dashboardKeys.missions(), queryFn: ({ signal }) => dashboardApi.missions(signal) });
export const useStreak = () =>
  useQuery({ queryKey: dashboardKeys.streak(), queryFn: ({ signal }) => dashboardApi.streak(signal) });
export const useGoals = () =>
  useQuery({ queryKey: dashboardKeys.goals(), queryFn: ({ signal }) => dashboardApi.goals(signal) });
export const useGoalOptions = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.goalOptions(),
    queryFn: ({ signal }) => dashboardApi.goalOptions(signal),
    enabled,
  });
/** The journal's figures over every account and trade (the performance card). */
export const useJournalStats = () =>
  useQuery({
    queryKey: dashboardKeys.journalStats(),
    queryFn: ({ signal }) => dashboardApi.journalStats(signal),
  });
export const useRecommendations = () =>
  useQuery({
    queryKey: dashboardKeys.recommendations(),
    queryFn: ({ signal }) => dashboardApi.recommendations(signal),
  });

/** A goal changed (created, edited, reported, archived or deleted): the list follows, the advice is asked again. */
function goalChanged(queryClient: QueryClient, change: (goals: Goal[]) => Goal[]): void {
  queryClient.setQueryData<Goal[]>(dashboardKeys.goals(), (goals) => (goals ? change(goals) : goals));
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.recommendations() });
}

export function useGoalMutations() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: dashboardApi.createGoal,
    onSuccess: (goal) => goalChanged(queryClient, (goals) => goalsAfter.created(goals, goal)),
  });
  const update = useMutation({
    mutationFn: ({ id, request }: { id: string; request: UpdateGoalRequest }) =>
      dashboardApi.updateGoal(id, request),
    onSuccess: (goal) => goalChanged(queryClient, (goals) => goalsAfter.saved(goals, goal)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => dashboardApi.deleteGoal(id),
    onSuccess: (_nothing, id) => goalChanged(queryClient, (goals) => goalsAfter.deleted(goals, id)),
  });
  return { create, update, remove };
}

export type LiveChange =
  | { event: 'progress:updated'; reason: RealtimeEvents['progress:updated']['reason'] }
  | { event: 'xp:updated' };

/**
 * What a realtime push makes stale on the dashboard. XP moves when a lesson, a quiz or a review is done: the course,
 * the module and weekly goals and the day's streak move with it. The profile is not listed: RealtimeConnection
 * already reads it again on every `xp:updated` (applyXpUpdate). Recommendations follow any change.
 */
export function keysToRefresh(change: LiveChange): QueryKey[] {
  if (change.event === 'xp:updated')
    return [
      dashboardKeys.learningOverview(),
      dashboardKeys.goals(),
      dashboardKeys.streak(),
      dashboardKeys.recommendations(),
    ];
  switch (change.reason) {
    case 'missions':
      return [dashboardKeys.missions(), dashboardKeys.recommendations()];
    case 'streak':
      return [dashboardKeys.streak(), dashboardKeys.recommendations()];
    case 'goals':
      return [dashboardKeys.goals(), dashboardKeys.recommendations()];
    case 'badges':
      return [];
  }
}

/** While the dashboard is open, realtime pushes refresh the cards they concern. */
export function useDashboardLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (change: LiveChange) => {
      for (const queryKey of keysToRefresh(change)) void queryClient.invalidateQueries({ queryKey });
    };
    const stopProgress = subscribeRealtime('progress:updated', ({ reason }) =>
      refresh({ event: 'progress:updated', reason }),
    );
    const stopXp = subscribeRealtime('xp:updated', () => refresh({ event: 'xp:updated' }));
    const tradesChanged = () =>
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.journalStats() });
    const stopNewTrades = subscribeRealtime('trade:new', tradesChanged);
    const stopTradeUpdates = subscribeRealtime('trade:update', tradesChanged);
    return () => {
      stopProgress();
      stopXp();
      stopNewTrades();
      stopTradeUpdates();
    };
  }, [queryClient]);
}
