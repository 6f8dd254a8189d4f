-- FLEET-184: the schema as it is today (applied)
CREATE TABLE fleet.drivers (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    depot text
);
CREATE TABLE fleet.trips (
    id serial PRIMARY KEY,
    driver_id integer NOT NULL REFERENCES fleet.drivers (id),
    started_on date,
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

-- FLEET-184: activity per driver for the reporting dashboard
CREATE VIEW fleet.driver_activity AS
    SELECT p.id AS driver_id, p.full_name, p.depot, count(*) AS n_trips,
           max(o.started_on) AS last_trip_on, sum(l.litres * l.price_per_litre::numeric - l.rebate) AS fuel_spent
    FROM fleet.drivers p
    JOIN fleet.trips o ON o.driver_id = p.id
    JOIN fleet.fuel_fills l ON l.trip_id = o.id
    WHERE o.status IS DISTINCT FROM 'aborted'
    GROUP BY p.id, p.full_name, p.depot;
