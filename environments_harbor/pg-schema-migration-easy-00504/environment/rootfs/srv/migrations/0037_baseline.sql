-- SHOP-753: the schema as it is today (applied)
CREATE TABLE shop.customers (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    country text
);
CREATE TABLE shop.orders (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES shop.customers (id),
    placed_on text,
    status text
);
CREATE INDEX orders_customer_id_idx ON shop.orders (customer_id);
CREATE TABLE shop.order_lines (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES shop.orders (id),
    sku text NOT NULL,
    qty integer NOT NULL,
    unit_price numeric(10,2) NOT NULL,
    discount numeric(10,2)
);
CREATE INDEX order_lines_order_id_idx ON shop.order_lines (order_id);
CREATE TABLE shop.payment_cards (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES shop.customers (id),
    card_token text NOT NULL
);
