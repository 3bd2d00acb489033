import { uploadPhoto } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setPhotoList } from './get-photos';

/** A photo upload as the server reads it: one file in the multipart field `photo`. */
export function photoForm(file: File): FormData {
  const formData = new FormData();
  formData.append('photo', file, file.name);
  return formData;
}

/** Uploads one photo as multipart field `photo`; the server re-encodes it and answers the new list. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.callStrict(uploadPhoto, { formData: photoForm(file) }),
    onSuccess: (list) => setPhotoList(queryClient, list),
  });
}
