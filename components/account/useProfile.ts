'use client';

import { useQuery } from '@tanstack/react-query';
import { profileApi } from '@/lib/api-client/account';
import { PROFILE_KEY } from '@/components/query-keys';

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: profileApi.get, retry: false });
}
