import { setMainPhoto } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setPhotoList } from './get-photos';

/** Makes one of the own photos the main photo (the one on cards and in search). */
export function useSetMainPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.callStrict(setMainPhoto, { body: { id, main: true } }),
    onSuccess: (list) => setPhotoList(queryClient, list),
  });
}
