#ifndef RIVET_UNITS_H
#define RIVET_UNITS_H

/* Values are counted in 1/RIVET_UNIT_SCALE of the base unit. */
#define RIVET_UNIT_SCALE 60L

static inline long rivet_to_units(long whole)
{
    return whole * RIVET_UNIT_SCALE;
}

#endif
