/** A photo upload as the server reads it: one file in the multipart field `photo` (profile and chat photos). */
export function photoForm(file: File): FormData {
  const formData = new FormData();
  formData.append('photo', file, file.name);
  return formData;
}
