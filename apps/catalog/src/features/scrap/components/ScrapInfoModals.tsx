import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { numberFormat, type MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Button, Modal, Table } from '@shop/ui';

/** Hallmarks a customer finds on jewellery and cutlery: thousandths of pure metal. */
const hallmarks = [
  { hallmark: '333', metal: 'gold', karat: 8 },
  { hallmark: '375', metal: 'gold', karat: 9 },
  { hallmark: '585', metal: 'gold', karat: 14 },
  { hallmark: '750', metal: 'gold', karat: 18 },
  { hallmark: '916', metal: 'gold', karat: 22 },
  { hallmark: '999', metal: 'gold', karat: 24 },
  { hallmark: '800', metal: 'silver', karat: null },
  { hallmark: '835', metal: 'silver', karat: null },
  { hallmark: '925', metal: 'silver', karat: null },
  { hallmark: '950', metal: 'platinum', karat: null },
] as const;

function InfoModal({
  openLabel,
  title,
  children,
}: {
  openLabel: MessageId;
  title: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: openLabel })}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: title })}
        closeLabel={intl.formatMessage({ id: 'catalog.scrap.info.close' })}
      >
        {children}
      </Modal>
    </>
  );
}

/** FinenessInfo: how to read a hallmark, with the common ones. */
export function FinenessInfo() {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const percent = numberFormat(localeTag, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <InfoModal openLabel="catalog.scrap.fineness.open" title="catalog.scrap.fineness.title">
      <p>{t('catalog.scrap.fineness.intro')}</p>
      <Table caption={t('catalog.scrap.fineness.caption')} density="compact" striped>
        <thead>
          <tr>
            <th scope="col">{t('catalog.scrap.fineness.hallmark')}</th>
            <th scope="col">{t('catalog.scrap.fineness.metal')}</th>
            <th scope="col">{t('catalog.scrap.fineness.karat')}</th>
            <th scope="col">{t('catalog.scrap.fineness.share')}</th>
          </tr>
        </thead>
        <tbody>
          {hallmarks.map((row) => (
            <tr key={`${row.metal}-${row.hallmark}`}>
              <th scope="row">{row.hallmark}</th>
              <td>{t(`metal.${row.metal}`)}</td>
              <td>{row.karat ?? '–'}</td>
              <td>{percent.format(Number(row.hallmark) / 1000)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>{t('catalog.scrap.fineness.none')}</p>
    </InfoModal>
  );
}

/** DentalGoldInfo: why dental gold has no hallmark and how it is paid. */
export function DentalGoldInfo() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <InfoModal openLabel="catalog.scrap.dental.open" title="catalog.scrap.dental.title">
      <p>{t('catalog.scrap.dental.alloy')}</p>
      <p>{t('catalog.scrap.dental.weight')}</p>
      <p>{t('catalog.scrap.dental.assay')}</p>
    </InfoModal>
  );
}
