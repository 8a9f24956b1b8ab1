import { apiRoutes } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Saves a zip the server answered. No name in the file name: downloads lists are seen by whoever uses the tablet next. */
export function downloadZip(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `GET /api/customer/{id}/export` (DECISIONS "Privacy", admins): everything held, as a zip. */
async function exportCustomer(customerId: number): Promise<void> {
  const blob = await apiCall(apiRoutes.exportCustomer, { params: { customerId } });
  downloadZip(blob, `customer-${customerId}.zip`);
}

export function useExportCustomer() {
  return useMutation({ mutationFn: exportCustomer });
}

/** `DELETE /api/customer/{id}` (admins): erases the customer, records, analyses and photos. */
function eraseCustomer(customerId: number): Promise<null> {
  return apiCall(apiRoutes.eraseCustomer, { params: { customerId } });
}

export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCustomer,
    onSuccess: () => queryClient.removeQueries({ queryKey: ['customers'] }),
  });
}
