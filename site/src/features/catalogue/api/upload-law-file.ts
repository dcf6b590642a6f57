/**
 * PUT /upload_file_international or /upload_file_laos (multipart `file`, a PDF; `?language=lo|en`): replaces the
 * variant's law in that language (the Lao text or the English translation), keeping the other language's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, Variant } from '@lcmdp/contract';
import { lawFilesQuery } from '@/lib/law-files';
import { api } from '@/lib/api-client';

export function uploadLawFile(variant: Variant, language: Locale, file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const path = variant === 'laos' ? '/upload_file_laos' : '/upload_file_international';
  return api.putForm<{ url: string }>(`${path}?language=${language}`, body);
}

export function useUploadLawFile(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, language }: { file: File; language: Locale }) => uploadLawFile(variant, language, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lawFilesQuery().queryKey }),
  });
}
