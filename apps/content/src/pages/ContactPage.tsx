import '../content.css';
import { useIntl } from 'react-intl';
import { Card, CardBody, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@shop/ui';
import { ContactForm } from '../features/contact/components/ContactForm';
import { NewsletterSignup } from '../features/newsletter/components/NewsletterSignup';

/** The dealer's own contact data beside the contact form. */
const dealer = {
  street: 'Kärntner Ring 12',
  city: '1010 Wien',
  country: 'Österreich / Austria',
  phone: '+43 1 513 98 00',
  email: 'service@aurum-argentum.at',
};

export default function ContactPage() {
  const intl = useIntl();
  return (
    <div className="content-contact">
      <p className="content-lead">{intl.formatMessage({ id: 'content.contact.lead' })}</p>
      <div className="ui-grid content-contact__grid">
        <Card>
          <CardBody>
            <h2 className="content-contact__label">
              <MapPinIcon /> {intl.formatMessage({ id: 'content.contact.address' })}
            </h2>
            <address>
              {intl.formatMessage({ id: 'app.name' })}
              <br />
              {dealer.street}
              <br />
              {dealer.city}
              <br />
              {dealer.country}
            </address>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h2 className="content-contact__label">
              <PhoneIcon /> {intl.formatMessage({ id: 'content.contact.phone' })}
            </h2>
            <a href={`tel:${dealer.phone.replace(/\s/g, '')}`}>{dealer.phone}</a>
            <h2 className="content-contact__label">
              <MailIcon /> {intl.formatMessage({ id: 'content.contact.email' })}
            </h2>
            <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h2 className="content-contact__label">
              <ClockIcon /> {intl.formatMessage({ id: 'content.contact.hours' })}
            </h2>
            <p>{intl.formatMessage({ id: 'content.contact.hoursValue' })}</p>
          </CardBody>
        </Card>
      </div>
      <ContactForm />
      <NewsletterSignup />
    </div>
  );
}
