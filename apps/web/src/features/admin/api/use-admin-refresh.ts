import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After an admin change every cached answer may be stale: admin lists, the dashboard's
 * counts and the shop's catalogue alike.
 */
export function useAdminRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
