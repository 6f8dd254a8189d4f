#ifndef NIMBUS_UNITS_H
#define NIMBUS_UNITS_H

/* Values are counted in 1/NIMBUS_UNIT_SCALE of the base unit. */
#define NIMBUS_UNIT_SCALE 10L

static inline long nimbus_to_units(long whole)
{
    return whole * NIMBUS_UNIT_SCALE;
}

#endif
