import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useExportData } from '@shop/api-client/react';
import { Button, Card, CardBody, CardHeader, Toast } from '@shop/ui';

/** Offers the JSON the API made as a file download (the page's own link, clicked once). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, so the browser has taken the file before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Download my data": everything the shop keeps about the customer as a JSON file (GET
 * /customers/me/export, through the client so an expired access token is renewed first).
 */
export function DataExportCard() {
  const intl = useIntl();
  const exportData = useExportData();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const data = await exportData.mutateAsync();
      saveJson(data, `aurum-argentum-data-${data.exportedAt.slice(0, 10)}.json`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Card as="section">
      <CardHeader title={intl.formatMessage({ id: 'account.export.title' })} headingLevel={2} />
      <CardBody>
        <div className="ui-stack">
          <p>{intl.formatMessage({ id: 'account.export.text' })}</p>
          {failed ? (
            <Toast type="error" inline>
              {intl.formatMessage({ id: 'account.export.failed' })}
            </Toast>
          ) : null}
          <div>
            <Button variant="secondary" loading={exportData.isPending} onClick={download}>
              {intl.formatMessage({ id: 'account.export.submit' })}
            </Button>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
