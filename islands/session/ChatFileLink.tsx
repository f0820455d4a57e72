/** @jsxImportSource react */
import type { ChatFile } from './use-chat';

/** A chat attachment as a link, a picture also as a thumbnail; opened through the server's access check. */
export function ChatFileLink({ file }: { file: ChatFile }) {
  return (
    <a className="chat-file" href={file.url} target="_blank" rel="noopener">
      {file.type.startsWith('image/') ? <img className="chat-thumb" src={file.url} alt={file.name} loading="lazy" /> : null}
      <span className="chat-file-name">{file.name}</span>
    </a>
  );
}
