'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/fetch';
import type { ProfileDto } from '@/lib/account/profile';
import { PROFILE_KEY } from '@/components/query-keys';

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => apiFetch<ProfileDto>('/user/profile'), retry: false });
}
