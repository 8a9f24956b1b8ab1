import { useMutation } from '@tanstack/react-query';
import { saveRecord } from '../../../lib/api/records';

/** Saves the visit's photographed parts into its record (spec §4 expect screen). */
export function useSaveRecord() {
  return useMutation({ mutationFn: saveRecord });
}
