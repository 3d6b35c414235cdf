/**
 * Every interface string, one JSON file per namespace and language (messages/{en,hi}/<Namespace>.json).
 * scripts/check-messages.mjs fails the build when a key exists in one language only.
 */
import enCommon from './en/Common.json';
import enHeader from './en/Header.json';
import enFooter from './en/Footer.json';
import enHome from './en/Home.json';
import enListing from './en/Listing.json';
import enProduct from './en/Product.json';
import enReviews from './en/Reviews.json';
import enOffers from './en/Offers.json';
import enCart from './en/Cart.json';
import enCheckout from './en/Checkout.json';
import enPayment from './en/Payment.json';
import enAccount from './en/Account.json';
import enOrders from './en/Orders.json';
import enAuth from './en/Auth.json';
import enBlog from './en/Blog.json';
import enContent from './en/Content.json';
import enErrors from './en/Errors.json';
import enMeta from './en/Meta.json';
import enMail from './en/Mail.json';
import enDelivery from './en/Delivery.json';
import hiCommon from './hi/Common.json';
import hiHeader from './hi/Header.json';
import hiFooter from './hi/Footer.json';
import hiHome from './hi/Home.json';
import hiListing from './hi/Listing.json';
import hiProduct from './hi/Product.json';
import hiReviews from './hi/Reviews.json';
import hiOffers from './hi/Offers.json';
import hiCart from './hi/Cart.json';
import hiCheckout from './hi/Checkout.json';
import hiPayment from './hi/Payment.json';
import hiAccount from './hi/Account.json';
import hiOrders from './hi/Orders.json';
import hiAuth from './hi/Auth.json';
import hiBlog from './hi/Blog.json';
import hiContent from './hi/Content.json';
import hiErrors from './hi/Errors.json';
import hiMeta from './hi/Meta.json';
import hiMail from './hi/Mail.json';
import hiDelivery from './hi/Delivery.json';

const en = {
  Common: enCommon,
  Header: enHeader,
  Footer: enFooter,
  Home: enHome,
  Listing: enListing,
  Product: enProduct,
  Reviews: enReviews,
  Offers: enOffers,
  Cart: enCart,
  Checkout: enCheckout,
  Payment: enPayment,
  Account: enAccount,
  Orders: enOrders,
  Auth: enAuth,
  Blog: enBlog,
  Content: enContent,
  Errors: enErrors,
  Meta: enMeta,
  Mail: enMail,
  Delivery: enDelivery,
};

export type Messages = typeof en;
export type Namespace = keyof Messages;

// Hindi is checked against the English shape by scripts/check-messages.mjs, not by the compiler:
// an empty namespace file would otherwise fail to type before it is translated.
const hi = {
  Common: hiCommon,
  Header: hiHeader,
  Footer: hiFooter,
  Home: hiHome,
  Listing: hiListing,
  Product: hiProduct,
  Reviews: hiReviews,
  Offers: hiOffers,
  Cart: hiCart,
  Checkout: hiCheckout,
  Payment: hiPayment,
  Account: hiAccount,
  Orders: hiOrders,
  Auth: hiAuth,
  Blog: hiBlog,
  Content: hiContent,
  Errors: hiErrors,
  Meta: hiMeta,
  Mail: hiMail,
  Delivery: hiDelivery,
} as unknown as Messages;

export const messages = { en, hi };
