-- FLEET-539: the schema as it is today (applied)
CREATE TABLE fleet.drivers (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    depot text
);
CREATE TABLE fleet.trips (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES fleet.drivers (id),
    started_on text,
    status text
);
CREATE INDEX trips_driver_id_idx ON fleet.trips (driver_id);
CREATE TABLE fleet.fuel_fills (
    id serial PRIMARY KEY,
    trip_id integer NOT NULL REFERENCES fleet.trips (id),
    station text NOT NULL,
    litres integer NOT NULL,
    price_per_litre text NOT NULL,
    rebate numeric(10,2)
);
CREATE INDEX fuel_fills_trip_id_idx ON fleet.fuel_fills (trip_id);
CREATE TABLE fleet.driver_licences (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES fleet.drivers (id),
    licence_no text NOT NULL
);

-- FLEET-539: what a driver has been charged (left-out trips do not count)
CREATE FUNCTION fleet.driver_fuel_spend(p_driver integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric;
BEGIN
    FOR r IN SELECT l.litres AS q, l.price_per_litre::numeric AS price, l.rebate AS d
             FROM fleet.fuel_fills l JOIN fleet.trips o ON o.id = l.trip_id
             WHERE o.driver_id = p_driver
    LOOP
        total := total + r.q * r.price - r.d;
    END LOOP;
    RETURN total;
END
$fn$;
