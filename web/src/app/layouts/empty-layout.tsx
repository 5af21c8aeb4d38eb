import { LayoutMain } from './parts/layout-main';
import { SignupModalSlot } from './parts/slots';
import './layouts.css';

export function EmptyLayout() {
  return (
    <div className="layout layout--empty" data-layout="empty">
      <LayoutMain className="container" />
      <SignupModalSlot />
    </div>
  );
}
