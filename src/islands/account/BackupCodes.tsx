/** Backup codes, shown once right after they are made: copy or download them now, they cannot be shown again. */
import { useMemo } from 'react';
import { useT } from '../../i18n/react.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { Button, buttonClass } from '../ui/controls.tsx';
import { rich } from '../ui/rich.tsx';
import { backupCodesFile } from '../../stores/account/two-factor.ts';

export function BackupCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useT();
  const file = useMemo(
    () => backupCodesFile(codes, t('account.backupCodes.fileTitle', { email }), t('account.backupCodes.fileNote')),
    [codes, email, t],
  );
  const href = useMemo(() => `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`, [file]);
  return (
    <div className="ui-secret" data-testid="backup-codes">
      <p className="ui-text">{rich(t('account.backupCodes.intro'), { strong: (words) => <strong>{words}</strong> })}</p>
      <ul className="ui-codes">
        {codes.map((code) => (
          <li key={code}>
            <code className="ui-code" dir="ltr">
              {code}
            </code>
          </li>
        ))}
      </ul>
      <div className="ui-row">
        <CopyButton text={codes.join('\n')} label={t('account.backupCodes.copy')} />
        <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={href} download="backup-codes.txt">
          {t('account.backupCodes.download')}
        </a>
        <Button size="sm" onClick={onDone}>
          {t('account.backupCodes.done')}
        </Button>
      </div>
    </div>
  );
}
