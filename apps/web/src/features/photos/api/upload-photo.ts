import { uploadPhoto } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setPhotoList } from './get-photos';

/** Uploads one photo as multipart field `photo`; the server re-encodes it and answers the new list. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('photo', file, file.name);
      return api.callStrict(uploadPhoto, { formData });
    },
    onSuccess: (list) => setPhotoList(queryClient, list),
  });
}
