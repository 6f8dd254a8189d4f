#ifndef JOLT_UNITS_H
#define JOLT_UNITS_H

/* Values are counted in 1/JOLT_UNIT_SCALE of the base unit. */
#define JOLT_UNIT_SCALE 3600L

static inline long jolt_to_units(long whole)
{
    return whole * JOLT_UNIT_SCALE;
}

#endif
