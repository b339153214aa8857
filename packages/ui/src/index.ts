// Public surface of @shop/ui. Styles are not imported here: the shell imports
// '@shop/ui/styles.css' once and every remote relies on it.
export * from './tokens';
export * from './icons';

export { cx } from './internal/cx';
export type { LinkComponent } from './internal/link';

export { Accordion, type AccordionItem, type AccordionProps } from './components/Accordion';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge';
export {
  MoneyLineChart,
  type MoneyLineChartCanvasProps,
  type MoneyPoint,
} from './chart/MoneyLineChart';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './components/Breadcrumb';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './components/Button';
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink';
export {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  type CardHeaderProps,
  type CardProps,
} from './components/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { CountBadge, type CountBadgeProps } from './components/CountBadge';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { FormField, type FieldControlProps, type FormFieldProps } from './components/FormField';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Input, type InputProps } from './components/Input';
export { Link, type LinkProps } from './components/Link';
export { Modal, type ModalProps } from './components/Modal';
export { NotificationList, type NotificationListProps } from './components/NotificationList';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export {
  pageRange,
  Pagination,
  type PageRangeItem,
  type PaginationLabels,
  type PaginationProps,
} from './components/Pagination';
export { Price, type PriceProps } from './components/Price';
export { Radio, type RadioProps } from './components/Radio';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Table, type TableProps } from './components/Table';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { Textarea, type TextareaProps } from './components/Textarea';
export { Toast, type ToastProps, type ToastType } from './components/Toast';
export { CookieConsent, type CookieConsentTexts } from './consent/CookieConsent';
