import { useMutation } from '@tanstack/react-query';
import { saveRecord, useForgetCustomerCaches } from '../../../lib/api/records';

/** Saves the visit's photographed parts into its record (spec §4 expect screen). */
export function useSaveRecord() {
  const forget = useForgetCustomerCaches();
  return useMutation({ mutationFn: saveRecord, onSuccess: forget });
}
