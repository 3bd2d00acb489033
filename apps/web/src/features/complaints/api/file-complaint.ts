import { fileComplaint, type BodyOf } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ComplaintInput = BodyOf<typeof fileComplaint>;

/** Sends a report about a member or a problem with the site (POST /api/complaints.php). */
export function useFileComplaint() {
  return useMutation({
    mutationFn: (body: ComplaintInput) => api.callStrict(fileComplaint, { body }),
  });
}
