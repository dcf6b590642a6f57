/** PUT /upload_file_international or /upload_file_laos (multipart `file`, a PDF): replaces the variant's law. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { lawFilesQuery } from '@/lib/law-files';
import { api } from '@/lib/api-client';

export function uploadLawFile(variant: Variant, file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.putForm<{ url: string }>(variant === 'laos' ? '/upload_file_laos' : '/upload_file_international', body);
}

export function useUploadLawFile(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLawFile(variant, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lawFilesQuery().queryKey }),
  });
}
