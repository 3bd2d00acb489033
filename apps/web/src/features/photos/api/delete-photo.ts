import { deletePhoto } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setPhotoList } from './get-photos';

/** Deletes one of the own photos with its files; another photo becomes main if needed. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.callStrict(deletePhoto, { body: { id } }),
    onSuccess: (list) => setPhotoList(queryClient, list),
  });
}
