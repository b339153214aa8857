/**
 * Visual check of every component on one page (not shipped: index.ts does not export it).
 * Build and screenshot with `node packages/ui/scripts/build-gallery.mjs`.
 * `?modal` in the URL opens the dialog on load so a screenshot can show it.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as Icons from '../src/icons';
import {
  Accordion,
  Badge,
  Breadcrumb,
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  Checkbox,
  CountBadge,
  EmptyState,
  FormField,
  IconButton,
  Input,
  Link,
  Modal,
  NotificationList,
  PageHeader,
  Pagination,
  Price,
  RadioGroup,
  Select,
  Skeleton,
  Spinner,
  Table,
  Tabs,
  Textarea,
  Toast,
} from '../src';

const iconEntries = Object.entries(Icons).filter(
  ([name]) => name.endsWith('Icon') && name !== 'createIcon',
) as Array<[string, (typeof Icons)['SearchIcon']]>;

// `?only=Buttons,Form` renders just those sections, for close-up screenshots.
const only = new URLSearchParams(window.location.search).get('only')?.split(',');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  if (only && !only.some((name) => title.startsWith(name))) return null;
  return (
    <section className="ui-stack" style={{ marginBottom: '3rem' }}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Gallery() {
  const [modalOpen, setModalOpen] = useState(() => window.location.search.includes('modal'));
  const [toasts, setToasts] = useState(['success', 'error'] as const as readonly string[]);
  return (
    <>
      <header
        style={{
          background: 'var(--ui-color-navy-900)',
          color: 'white',
          borderBottom: '1px solid var(--ui-color-gold-600)',
        }}
      >
        <div
          className="ui-container ui-cluster ui-cluster--between"
          style={{ minHeight: '4.5rem' }}
        >
          <strong
            style={{
              fontFamily: 'var(--ui-font-serif)',
              fontSize: '1.5rem',
              letterSpacing: '0.02em',
            }}
          >
            Aurum <span style={{ color: 'var(--ui-color-gold-400)' }}>&amp;</span> Argentum
          </strong>
          <div
            className="ui-cluster"
            style={{ '--ui-cluster-gap': '0.25rem' } as React.CSSProperties}
          >
            <IconButton label="Search" icon={<Icons.SearchIcon />} style={{ color: 'white' }} />
            <IconButton label="Account" icon={<Icons.UserIcon />} style={{ color: 'white' }} />
            <IconButton
              label="Cart, 3 items"
              icon={<Icons.CartIcon />}
              style={{ color: 'white', position: 'relative' }}
            >
              <CountBadge count={3} overlay />
            </IconButton>
          </div>
        </div>
      </header>
      <main className="ui-container" style={{ paddingBlock: '2rem 4rem' }}>
        <PageHeader
          breadcrumb={
            <Breadcrumb
              label="Breadcrumb"
              items={[
                { label: 'Home', href: '#' },
                { label: 'Gold', href: '#' },
                { label: 'Design system gallery' },
              ]}
            />
          }
          eyebrow="Gold · Bars & coins"
          title="Design system gallery"
          lead="Every @shop/ui component on one page, in the styles the shop ships with."
          actions={
            <>
              <ButtonLink href="#" variant="outline">
                Price list
              </ButtonLink>
              <Button iconStart={<Icons.CartIcon />}>Buy gold</Button>
            </>
          }
        />

        <Section title="Buttons">
          <div className="ui-cluster">
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Danger</Button>
            <Button disabled>Disabled</Button>
            <Button loading loadingLabel="Adding">
              Loading
            </Button>
          </div>
          <div className="ui-cluster">
            <Button size="sm">Small</Button>
            <Button size="md" iconEnd={<Icons.ChevronRightIcon />}>
              Medium
            </Button>
            <Button size="lg" variant="secondary" iconStart={<Icons.SellIcon />}>
              Sell to us
            </Button>
            <IconButton label="Wishlist" icon={<Icons.HeartIcon />} variant="outline" />
            <Link href="#">Inline link</Link>
            <Link href="#" variant="standalone">
              All gold coins <Icons.ChevronRightIcon />
            </Link>
          </div>
        </Section>

        <Section title="Badges, prices, spinner, skeleton">
          <div className="ui-cluster">
            <Badge>Neutral</Badge>
            <Badge variant="gold">VAT-free</Badge>
            <Badge variant="success" icon={<Icons.CheckIcon />}>
              In stock
            </Badge>
            <Badge variant="warning">Few left</Badge>
            <Badge variant="danger">Sold out</Badge>
            <Badge variant="info">New</Badge>
            <CountBadge count={7} />
            <CountBadge count={250} variant="ink" />
            <Spinner label="Loading" />
          </div>
          <div className="ui-cluster" style={{ gap: '2.5rem', alignItems: 'flex-end' }}>
            <Price label="Buy price" centAmount={231045} currency="EUR" locale="de-AT" size="lg" />
            <Price label="We pay" centAmount={224890} currency="EUR" locale="de-AT" size="lg" />
            <Price
              label="Offer"
              centAmount={2899}
              strikethrough={3250}
              strikethroughLabel="Previously"
              currency="CHF"
              locale="de-CH"
            />
            <Price label="US price" centAmount={260012} currency="USD" locale="en-US" />
            <Price
              label="Loading"
              centAmount={0}
              loading
              loadingLabel="Loading price"
              currency="EUR"
              locale="de-AT"
            />
            <Price label="Unavailable" centAmount={null} currency="EUR" locale="de-AT" />
          </div>
          <div className="ui-grid ui-grid--3">
            <Skeleton lines={3} />
            <Skeleton variant="block" height="5rem" />
            <Skeleton variant="circle" />
          </div>
        </Section>

        <Section title="Cards">
          <div className="ui-grid ui-grid--3">
            <Card as="article" interactive>
              <CardHeader
                title="1 oz Krugerrand"
                subtitle="Gold coin · 31.10 g fine"
                action={<Badge variant="gold">VAT-free</Badge>}
              />
              <CardBody>
                <Price label="From" centAmount={231045} currency="EUR" locale="de-AT" />
              </CardBody>
              <CardFooter>
                <Button size="sm" iconStart={<Icons.CartIcon />}>
                  Add to cart
                </Button>
                <Button size="sm" variant="ghost" iconStart={<Icons.HeartIcon />}>
                  Wishlist
                </Button>
              </CardFooter>
            </Card>
            <Card variant="elevated">
              <CardHeader title="Your account" subtitle="Customer no. 100 482" />
              <CardBody>
                <p className="ui-text-muted">Orders, addresses, limit orders and vault deposits.</p>
              </CardBody>
            </Card>
            <Card variant="ink">
              <CardHeader title="Spot prices" subtitle="Updated every 3 minutes" />
              <CardBody>
                <div className="ui-stack ui-stack--sm">
                  <span className="ui-cluster ui-cluster--between">
                    Gold{' '}
                    <Price
                      inline
                      centAmount={243210}
                      currency="EUR"
                      locale="de-AT"
                      style={{ color: 'var(--ui-color-gold-300)' }}
                    />
                  </span>
                  <span className="ui-cluster ui-cluster--between">
                    Silver{' '}
                    <Price
                      inline
                      centAmount={2874}
                      currency="EUR"
                      locale="de-AT"
                      style={{ color: 'var(--ui-color-gold-300)' }}
                    />
                  </span>
                </div>
              </CardBody>
            </Card>
          </div>
        </Section>

        <Section title="Form">
          <div className="ui-grid ui-grid--2">
            <FormField label="E-mail" hint="We send the order confirmation here." required>
              <Input type="email" placeholder="name@example.com" />
            </FormField>
            <FormField label="Phone" error="Please enter a valid phone number." required>
              <Input type="tel" defaultValue="+43 1 23" />
            </FormField>
            <FormField label="Country" required>
              <Select
                placeholder="Please choose"
                options={[
                  { value: 'AT', label: 'Austria' },
                  { value: 'DE', label: 'Germany' },
                ]}
              />
            </FormField>
            <FormField label="Limit price" optionalLabel="(optional)">
              <Input
                inputMode="decimal"
                startAdornment="€"
                endAdornment="per oz"
                defaultValue="2.310,00"
              />
            </FormField>
            <FormField label="Message">
              <Textarea placeholder="How can we help?" />
            </FormField>
            <div className="ui-stack">
              <Checkbox
                label="Subscribe to the price newsletter"
                hint="At most once a week."
                defaultChecked
              />
              <Checkbox
                label="I accept the terms and conditions"
                error="Please accept the terms."
              />
              <RadioGroup
                legend="Metal"
                orientation="horizontal"
                defaultValue="gold"
                options={[
                  { value: 'gold', label: 'Gold' },
                  { value: 'silver', label: 'Silver' },
                  { value: 'platinum', label: 'Platinum', disabled: true },
                ]}
              />
            </div>
          </div>
          <RadioGroup
            legend="Delivery"
            appearance="tiles"
            orientation="horizontal"
            defaultValue="insured"
            hint="All shipments are fully insured."
            options={[
              {
                value: 'insured',
                label: 'Insured shipping',
                description: '2–3 working days · € 14.90',
              },
              { value: 'pickup', label: 'Pick up in Vienna', description: 'Free · from tomorrow' },
              { value: 'vault', label: 'Vault storage', description: 'Zurich free port' },
            ]}
          />
        </Section>

        <Section title="Table">
          <Table caption="Gold coins — price list" striped>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Fine weight</th>
                <th scope="col" className="ui-table__num">
                  We sell
                </th>
                <th scope="col" className="ui-table__num">
                  We buy
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                ['1 oz Vienna Philharmonic', '31.10 g', 231045, 224890],
                ['1 oz Krugerrand', '31.10 g', 231920, 224410],
                ['1/2 oz Maple Leaf', '15.55 g', 117850, 111640],
                ['100 g bar Heraeus', '100.00 g', 738400, 723100],
              ].map(([name, weight, sell, buy]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{weight}</td>
                  <td className="ui-table__num">
                    <Price inline centAmount={sell as number} currency="EUR" locale="de-AT" />
                  </td>
                  <td className="ui-table__num">
                    <Price inline centAmount={buy as number} currency="EUR" locale="de-AT" />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>

        <Section title="Tabs and accordion">
          <div className="ui-grid ui-grid--2">
            <Tabs
              label="Product details"
              items={[
                {
                  id: 'd',
                  label: 'Description',
                  content: (
                    <p>
                      The Vienna Philharmonic is minted by the Austrian Mint in 999.9 fine gold.
                    </p>
                  ),
                },
                { id: 's', label: 'Specifications', content: <p>31.10 g · 37 mm · 2 mm</p> },
                { id: 'x', label: 'Archived', content: null, disabled: true },
                { id: 'h', label: 'Shipping', content: <p>Insured, discreet packaging.</p> },
              ]}
            />
            <Accordion
              defaultExpanded={['vat']}
              items={[
                {
                  id: 'vat',
                  title: 'Is investment gold VAT-free?',
                  content: <p>Yes. Investment gold is exempt from VAT across the EU.</p>,
                },
                {
                  id: 'store',
                  title: 'Can you store my metals?',
                  content: <p>In our insured vault.</p>,
                },
                {
                  id: 'sell',
                  title: 'How do I sell to you?',
                  content: <p>Use the sell-to-us form.</p>,
                },
              ]}
            />
          </div>
        </Section>

        <Section title="Notifications">
          <div className="ui-stack">
            <Toast type="info" inline title="Prices update every 3 minutes">
              The price in your cart is held for 10 minutes.
            </Toast>
            <Toast
              type="warning"
              inline
              title="Price changed"
              action={
                <Button size="sm" variant="outline">
                  Review cart
                </Button>
              }
            >
              Gold moved since you added the item.
            </Toast>
          </div>
        </Section>

        <Section title="Pagination">
          <Pagination
            page={7}
            pageCount={24}
            hrefFor={(p) => `#page-${p}`}
            labels={{
              nav: 'Pagination',
              previous: 'Previous',
              next: 'Next',
              page: (n) => `Page ${n}`,
            }}
          />
          <Pagination
            page={1}
            pageCount={5}
            hrefFor={(p) => `#page-${p}`}
            labels={{
              nav: 'Pagination 2',
              previous: 'Zurück',
              next: 'Weiter',
              page: (n) => `Seite ${n}`,
            }}
          />
        </Section>

        <Section title="Empty state">
          <Card>
            <EmptyState
              icon={<Icons.CartIcon />}
              title="Your cart is empty"
              text="Browse gold and silver coins, bars and collector pieces."
              action={<ButtonLink href="#">Go to the shop</ButtonLink>}
            />
          </Card>
        </Section>

        <Section title="Icons">
          <div
            className="ui-grid"
            style={{ '--ui-grid-min': '7.5rem', '--ui-grid-gap': '0.75rem' } as React.CSSProperties}
          >
            {iconEntries.map(([name, Icon]) => (
              <div
                key={name}
                className="ui-stack ui-stack--sm"
                style={{
                  alignItems: 'center',
                  padding: '0.75rem',
                  border: '1px solid var(--ui-color-border)',
                  borderRadius: 'var(--ui-radius-md)',
                  background: 'white',
                }}
              >
                <Icon />
                <small className="ui-text-muted">{name.replace('Icon', '')}</small>
              </div>
            ))}
          </div>
        </Section>

        <Button onClick={() => setModalOpen(true)}>Open dialog</Button>
        <Modal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title="Confirm new price"
          description="The gold price moved while you were checking out."
          closeLabel="Close"
          closeOnBackdrop={false}
          footer={
            <>
              <Button variant="ghost" onClick={() => setModalOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setModalOpen(false)}>Accept new price</Button>
            </>
          }
        >
          <div className="ui-cluster" style={{ gap: '2rem' }}>
            <Price label="Before" centAmount={231045} currency="EUR" locale="de-AT" />
            <Price label="Now" centAmount={231980} currency="EUR" locale="de-AT" size="lg" />
          </div>
        </Modal>
      </main>
      <NotificationList label="Notifications">
        {toasts.map((type) => (
          <Toast
            key={type}
            type={type as 'success' | 'error'}
            title={type === 'success' ? 'Added to cart' : 'Payment failed'}
            onDismiss={() => setToasts((list) => list.filter((t) => t !== type))}
            dismissLabel="Dismiss"
          >
            {type === 'success' ? '1 × 1 oz Krugerrand' : 'Your card was declined.'}
          </Toast>
        ))}
      </NotificationList>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Gallery />);
