#include <stdio.h>
#include <tundra/tundra.h>

static const long cases[][2] = {
    { 929L, 20L },
    { -2298L, 21L },
    { -696L, 21L },
    { -650L, 11L },
    { -62094L, 21L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = tundra_crossfoot(cases[i][0]);
        if (got != cases[i][1]) {
            printf("tundra_crossfoot(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
