import { useQuery } from '@tanstack/react-query';
import { cashApi, cashKeys } from '../../api/cash-api';

export const REPORT_MONTHS = 12;

/** The monthly report (12 months), shared by the overview's net worth chart and the reports tab. */
export const useMonthlyReport = () =>
  useQuery({
    queryKey: cashKeys.monthlyReport(REPORT_MONTHS),
    queryFn: ({ signal }) => cashApi.monthlyReport(REPORT_MONTHS, signal),
  });
