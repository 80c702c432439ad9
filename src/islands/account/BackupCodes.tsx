/** Backup codes, shown once right after they are made: copy or download them now, they cannot be shown again. */
import { useMemo } from 'react';
import { CopyButton } from './ui/CopyButton.tsx';
import { Button } from './ui/primitives.tsx';
import { backupCodesFile } from './two-factor-api.ts';

export function BackupCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const file = useMemo(() => backupCodesFile(codes, email), [codes, email]);
  const href = useMemo(() => `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`, [file]);
  return (
    <div className="ui-secret" data-testid="backup-codes">
      <p style={{ margin: 0 }}><strong>Save these backup codes now.</strong> Each works once when your authenticator is not at hand; they will not be shown again.</p>
      <ul className="ui-codes">
        {codes.map((code) => <li key={code}><code className="ui-code">{code}</code></li>)}
      </ul>
      <div className="ui-row">
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <a className="ui-btn ui-btn--secondary ui-btn--sm" href={href} download="backup-codes.txt">Download</a>
        <Button small onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
