import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { TradingAccount } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { AccountsService } from './accounts.service';
import { CreateAccountDto, UpdateAccountDto } from './dto/account.dto';

@Controller('api/journal/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<TradingAccount[]> {
    return this.accounts.list(user.userId);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() body: CreateAccountDto): Promise<TradingAccount> {
    return this.accounts.create(user.userId, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: UpdateAccountDto,
  ): Promise<TradingAccount> {
    return this.accounts.update(user.userId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.accounts.remove(user.userId, id);
  }
}
