import { uploadPhoto } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { photoForm } from '@/lib/photo-form';
import { setPhotoList } from './get-photos';

/** Uploads one photo as multipart field `photo`; the server re-encodes it and answers the new list. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.callStrict(uploadPhoto, { formData: photoForm(file) }),
    onSuccess: (list) => setPhotoList(queryClient, list),
  });
}
