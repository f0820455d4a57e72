import type { ChatFile } from '../sessions.model';

/** A chat attachment as a link (a picture also as a thumbnail); its name is only ever text. */
export function ChatFileLink({ file }: { file: ChatFile }) {
  return (
    <a class="chat-file" href={file.url} target="_blank" rel="noopener">
      {file.type.startsWith('image/') ? <img class="chat-thumb" src={file.url} alt={file.name} loading="lazy" /> : ''}
      <span class="chat-file-name" safe>
        {file.name}
      </span>
    </a>
  );
}
