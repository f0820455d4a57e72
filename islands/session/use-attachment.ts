import { useState } from 'react';
import { uploadPrivateFile } from './upload-file';
import type { useChat } from './use-chat';

/**
 * Attaching a file to the chat: the chosen file goes through the files API (serviceType chat)
 * and is then sent as a message of its own; a refusal is shown with the server's reason.
 */
export function useAttachment(chat: ReturnType<typeof useChat>) {
  const [uploading, setUploading] = useState<string | null>(null);

  async function attach(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setUploading(file.name);
    chat.setNotice(null);
    try {
      chat.send('', { url: await uploadPrivateFile(file, 'chat'), name: file.name });
    } catch (error) {
      chat.setNotice(error instanceof Error ? error.message : 'The upload failed.');
    } finally {
      setUploading(null);
    }
  }

  return { uploading, attach };
}
