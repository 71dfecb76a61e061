export { SupplierOrderPage } from './components/supplier-order-page';
