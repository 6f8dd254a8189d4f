#include <stdio.h>
#include <nexion/nexion.h>

static const long cases[][2] = {
    { -703L, -63L },
    { 1083L, 98L },
    { 104L, 9L },
    { -2290L, -208L },
    { 0L, 0L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = nexion_reduce(cases[i][0]);
        if (got != cases[i][1]) {
            printf("nexion_reduce(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
