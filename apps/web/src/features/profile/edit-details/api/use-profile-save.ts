import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/**
 * The save of one edit modal. On success the modal closes; either way the profile refreshes
 * (a multi-call save may have stored its first calls before one failed) together with the
 * session's own data, which carries the same answers (the top bar greets by first name).
 * Failures are only logged: the spec (document 2 section 8) shows the user no message.
 */
export function useProfileSave<TVariables>(
  save: (variables: TVariables) => Promise<unknown>,
  close: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => close(),
    onError: (error) => console.error('Zapis profilu nie powiódł się', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
